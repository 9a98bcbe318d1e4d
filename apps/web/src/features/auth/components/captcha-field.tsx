import type { Language, Region } from '@plume/domain';
import type {} from 'altcha/types/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../../../api/client';
import { FieldErrorText, FieldHint, useFieldIds } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';

interface CaptchaFieldProps {
  region: Region;
  language: Language;
  /** The verified payload, or '' while the check is not done. */
  onChange: (payload: string) => void;
  error?: string | undefined;
  /** Changing it starts a fresh check: a payload is good for one sign-up attempt only. */
  resetKey: number;
}

interface AltchaStateDetail {
  state: string;
  payload?: string;
}

/**
 * The self-hosted ALTCHA proof-of-work check. The widget (and its French strings) is loaded only here,
 * and the challenge comes from the region the account will be created in.
 */
export function CaptchaField({ region, language, onChange, error, resetKey }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(t('signup.captchaHelp'), error);
  const widget = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let mounted = true;
    Promise.all([import('altcha'), import('altcha/i18n/fr-fr')])
      .then(() => mounted && setReady(true))
      .catch((loadError) => console.error('Captcha widget failed to load', loadError));
    return () => {
      mounted = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: region and resetKey remount the widget, so listen again.
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listen = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listen);
    return () => element.removeEventListener('statechange', listen);
  }, [ready, onChange, region, resetKey]);

  const challenge = `${apiBase(region)}/auth/captcha`;
  return (
    <div className="field captcha">
      <span className="field__label">{t('signup.captcha')}</span>
      <FieldHint id={ids.hintId} hint={t('signup.captchaHelp')} />
      {ready ? (
        <Fragment key={`${region}-${resetKey}`}>
          <altcha-widget
            ref={widget}
            challenge={challenge}
            // Earlier ALTCHA versions read the URL from `challengeurl`; v3 reads `challenge`.
            {...{ challengeurl: challenge }}
            language={language === 'fr' ? 'fr-fr' : 'en'}
            name="altcha"
            aria-describedby={ids.describedBy}
          />
        </Fragment>
      ) : (
        <Spinner size={32} />
      )}
      <FieldErrorText id={ids.errorId} error={error} />
    </div>
  );
}
