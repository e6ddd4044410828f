import { VisuallyHidden } from '@centre/platform';

/**
 * A row's button: the word shown ("Approve"), then what it acts on for screen readers
 * ("Approve: Lee Pattern Studio"). The visible word starts the name, so speech input finds it.
 */
export function NamedAction({ label, of }: { label: string; of: string }) {
  return (
    <>
      {label}
      <VisuallyHidden>: {of}</VisuallyHidden>
    </>
  );
}
