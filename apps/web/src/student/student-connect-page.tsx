import './student.css';
import { HOME_CODE_LENGTH, normaliseHomeCode } from '@plume/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/errors';
import { Alert } from '../ui/alert';
import { Page } from '../ui/app-page';
import { Button } from '../ui/button';
import { ClassAvatar } from '../ui/class-avatar';
import { ErrorNotice } from '../ui/error-notice';
import { Spinner } from '../ui/spinner';
import { type ClassConnect, useClassConnect } from './hooks/use-class-connect';
import { useConnectToClass } from './hooks/use-connect-to-class';

/** At school: the class code (typed, or from the classroom's QR code), then the child taps their name. */
export function StudentConnectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromLink = normaliseHomeCode(params.get('code') ?? '');
  const [code, setCode] = useState(fromLink);
  const [submitted, setSubmitted] = useState<string | null>(fromLink.length === HOME_CODE_LENGTH ? fromLink : null);
  const [tooShort, setTooShort] = useState(false);
  const found = useClassConnect(submitted, params.get('region'));

  if (submitted && found.data) return <NamePicker key={submitted} code={submitted} found={found.data} onBack={() => setSubmitted(null)} />;

  // A code of letters that cannot be in a code (INVALID_FORM) is just as wrong as an unknown one.
  const wrongCode = found.error instanceof ApiError && ['CLASS_NOT_FOUND', 'INVALID_FORM'].includes(found.error.code);
  return (
    <Page seo="studentConnect">
      <div className="student card">
        <h1 className="student__title">{t('student.connect.title')}</h1>
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const cleaned = normaliseHomeCode(code);
            setTooShort(cleaned.length !== HOME_CODE_LENGTH);
            if (cleaned.length !== HOME_CODE_LENGTH) return;
            if (cleaned === submitted) found.refetch();
            else setSubmitted(cleaned);
          }}
        >
          <label className="student__code-label" htmlFor="class-code">
            {t('student.connect.code')}
          </label>
          <input
            id="class-code"
            className="student__code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={HOME_CODE_LENGTH + 4}
            aria-invalid={tooShort || wrongCode || undefined}
            aria-describedby={tooShort ? 'class-code-error' : undefined}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
          {tooShort && (
            <p id="class-code-error" className="field__error" role="alert">
              {t('student.connect.tooShort', { count: HOME_CODE_LENGTH })}
            </p>
          )}
          {wrongCode ? <Alert>{t('student.connect.wrongCode')}</Alert> : <ErrorNotice error={found.error} />}
          {found.isFetching && <Spinner />}
          <Button type="submit" className="student__go" fullWidth pending={found.isFetching}>
            {t('student.connect.go')}
          </Button>
        </form>
      </div>
    </Page>
  );
}

function NamePicker({ code, found, onBack }: { code: string; found: ClassConnect; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connect = useConnectToClass(code, found.region);
  return (
    <Page seo="studentConnect" width="wide">
      <div className="student">
        <div className="student__class">
          <ClassAvatar avatar={found.avatar} colour={found.colour} size={64} />
          <p className="student__class-name">{found.className}</p>
        </div>
        <h1 className="student__title">{t('student.connect.whoAreYou')}</h1>
        <ErrorNotice error={connect.error} />
        {found.students.length === 0 && <p className="muted">{t('student.connect.noPupils')}</p>}
        <ul className="student__names">
          {found.students.map((pupil) => (
            <li key={pupil.id}>
              <button
                type="button"
                className="student__name"
                disabled={connect.isPending}
                aria-busy={(connect.isPending && connect.variables === pupil.id) || undefined}
                onClick={() => connect.mutate(pupil.id, { onSuccess: () => navigate('/student') })}
              >
                {pupil.name}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="link" onClick={onBack}>
          {t('student.connect.otherCode')}
        </Button>
      </div>
    </Page>
  );
}
