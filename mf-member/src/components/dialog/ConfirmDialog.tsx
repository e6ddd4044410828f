// The dialog is the platform's now (the shell and the public site ask too); the member area's
// callers keep their import.
export { ConfirmDialog } from '@centre/platform';
