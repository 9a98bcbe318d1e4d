import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  action?: ReactNode;
}

/** Errors interrupt (role=alert); good news and information wait their turn (role=status). */
export function Alert({ tone = 'error', title, children, action }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {tone === 'error' ? '!' : tone === 'success' ? '✓' : 'i'}
      </span>
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        <div>{children}</div>
        {action && <div className="alert__action">{action}</div>}
      </div>
    </div>
  );
}
