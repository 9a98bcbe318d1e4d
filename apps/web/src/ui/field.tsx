import { type ReactNode, useId } from 'react';

interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its hint and error, so screen readers read them with the label. */
export function useFieldIds(hint: ReactNode, error: string | undefined, id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** A field's error, announced as soon as it appears. */
export function FieldErrorText({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error || !id) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint || !id) return null;
  return (
    <p id={id} className="field__hint">
      {hint}
    </p>
  );
}
