import './families.css';
import { HOME_CODE_LENGTH } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextField } from '../../../ui/text-field';
import { cleanCode, isCompleteCode } from '../code-input';
import { useHomeConnect } from '../hooks/use-home-connect';

/** A parent types the child's home code (or arrives with ?code= from the letter's QR code). */
export function HomeConnectForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connect = useHomeConnect();
  const [code, setCode] = useState(cleanCode(initialCode));
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const cleaned = cleanCode(code);
    if (!isCompleteCode(cleaned)) {
      setFieldError(t('homeConnect.codeLength', { count: HOME_CODE_LENGTH }));
      return;
    }
    setFieldError(undefined);
    connect.mutate(cleaned, { onSuccess: () => navigate('/student') });
  };

  const wrongCode = connect.error instanceof ApiError && connect.error.code === 'STUDENT_NOT_FOUND';
  return (
    <form className="stack" noValidate onSubmit={submit}>
      <TextField
        label={t('homeConnect.code')}
        hint={t('homeConnect.codeHint')}
        className="code-field"
        value={code}
        error={fieldError}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={HOME_CODE_LENGTH + 4}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
      />
      {wrongCode ? <Alert>{t('errors.STUDENT_NOT_FOUND')}</Alert> : <ErrorNotice error={connect.error} />}
      <Button type="submit" fullWidth pending={connect.isPending}>
        {t('homeConnect.submit')}
      </Button>
    </form>
  );
}
