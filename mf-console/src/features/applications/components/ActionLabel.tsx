import { VisuallyHidden } from '@centre/platform';

/**
 * A row action's words ("Remove", "Attended") with what it acts on for screen readers ("— 김봉제"):
 * the visible words start its accessible name, so speech input and axe's label-in-name rule agree.
 */
export function ActionLabel({ text, subject }: { text: string; subject: string | undefined }) {
  return (
    <>
      {text}
      {subject && <VisuallyHidden> — {subject}</VisuallyHidden>}
    </>
  );
}
