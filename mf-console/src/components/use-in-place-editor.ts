// Short lists edited in place (member levels, public holidays): which row the form below the list
// edits ('new' for a new one), which row waits for a delete confirmation, the status line after a
// save or delete, and focus moved to the form as it opens so keyboard users land in it.
import { useRef, useState } from 'react';

export function useInPlaceEditor<Row>({ onOpen, onAskDelete }: { onOpen?: () => void; onAskDelete?: () => void } = {}) {
  // null: no form open; 'new': a new row; else the row being edited.
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [notice, setNotice] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  return {
    /** Whether the form is open, and the row it edits (null for a new one). */
    formOpen: editing !== null,
    editingRow: editing !== null && editing !== 'new' ? editing : null,
    open(target: Row | 'new') {
      onOpen?.();
      setNotice('');
      setEditing(target);
      requestAnimationFrame(() => formHeading.current?.focus());
    },
    close: () => setEditing(null),
    deleting,
    askDelete(row: Row) {
      onAskDelete?.();
      setDeleting(row);
    },
    cancelDelete: () => setDeleting(null),
    notice,
    setNotice,
    formHeading,
  };
}
