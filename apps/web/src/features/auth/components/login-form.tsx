import { normalizeEmail, normalizeLanguage, regionOfCountry } from '@plume/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, isKnownErrorCode } from '../../../api/errors';
import { browserCountry, countryName } from '../../../i18n/countries';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { CountrySelect } from '../../../ui/country-select';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { useFieldError } from '../../../ui/use-field-error';
import { useEmailRequest } from '../hooks/use-email-request';
import { useLogin } from '../hooks/use-login';
import { type LoginFormInput, type LoginFormOutput, loginFormResolver } from '../login-validation';

// The account lives in its country's region: the user confirms the country we will look in.
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language ?? 'en');
  const fieldError = useFieldError();
  const login = useLogin();
  const [initialCountry] = useState(browserCountry);
  const emailLink = useEmailRequest('/auth/email-link');
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: loginFormResolver,
    defaultValues: { email: '', password: '', country: initialCountry, countryConfirmed: false },
  });
  const { errors } = form.formState;
  const [params] = useSearchParams();
  // The code a failed session or link sent us here with (SPEC §4); it gives way to this form's own replies.
  const arrivalError = login.isIdle && emailLink.isIdle ? params.get('error') : null;
  const country = form.watch('country');

  const submit = form.handleSubmit(({ email, password, country }) => {
    emailLink.reset();
    login.mutate({ email, password, country });
  });

  const sendEmailLink = async () => {
    login.reset();
    if (!(await form.trigger(['email', 'country']))) return;
    const { email, country } = form.getValues();
    if (!country) return;
    emailLink.mutate({ email: normalizeEmail(email), language, region: regionOfCountry(country) });
  };

  const suggestedCountry = login.error instanceof ApiError ? login.error.context?.country : undefined;
  const applySuggestedCountry = () => {
    if (typeof suggestedCountry !== 'string') return;
    form.setValue('country', suggestedCountry as typeof country, { shouldValidate: true });
    form.setValue('countryConfirmed', false);
    form.setFocus('countryConfirmed');
  };

  return (
    <form className="stack" noValidate onSubmit={submit}>
      {isKnownErrorCode(arrivalError) && <ErrorNotice error={new ApiError(arrivalError)} />}
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldError(errors.email)} {...form.register('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...form.register('password')}
      />
      <CountrySelect
        defaultValue={initialCountry ?? ''}
        error={fieldError(errors.country)}
        {...form.register('country', { onChange: () => form.setValue('countryConfirmed', false) })}
      />
      <Checkbox
        label={t('login.confirmCountry', { country: country ? countryName(country, language) : '…' })}
        hint={t('login.confirmCountryHelp')}
        error={errors.countryConfirmed && t('login.confirmCountryError')}
        {...form.register('countryConfirmed')}
      />
      <ErrorNotice
        error={login.error}
        action={
          typeof suggestedCountry === 'string' && suggestedCountry !== country ? (
            <Button variant="secondary" onClick={applySuggestedCountry}>
              {t('login.useCountry', { country: countryName(suggestedCountry, language) })}
            </Button>
          ) : undefined
        }
      />
      <Button type="submit" fullWidth pending={login.isPending || login.isSuccess}>
        {t('login.submit')}
      </Button>
      <div className="auth-links">
        <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        <Button variant="link" onClick={sendEmailLink} pending={emailLink.isPending}>
          {t('login.emailLink')}
        </Button>
      </div>
      {emailLink.isSuccess && <Alert tone="info">{t('login.emailLinkSent')}</Alert>}
      <ErrorNotice error={emailLink.error} />
    </form>
  );
}
