import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card of the sign-in screens: the page's one h1, a short intro, the form, links below. */
export function FormCard({ title, intro, children, footer }: FormCardProps) {
  return (
    <div className="card form-card">
      <h1>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      {children}
      {footer && <div className="form-card__footer">{footer}</div>}
    </div>
  );
}
