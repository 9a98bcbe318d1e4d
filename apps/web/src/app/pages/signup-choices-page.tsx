import { JOBS } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../ui/app-page';
import { FormCard } from '../../ui/form-card';
import { HomeIcon, SchoolIcon, TeacherIcon } from '../../ui/icons';
import './signup-choices.css';

const JOB_ICONS = { TEACHER: TeacherIcon, SCHOOL_LEADER: SchoolIcon, PARENT: HomeIcon } as const;

function JobIcon({ job }: { job: keyof typeof JOB_ICONS }) {
  const Icon = JOB_ICONS[job];
  return (
    <span className="job-choice__icon">
      <Icon />
    </span>
  );
}

/** Sign-up starts with the job: it decides the account type and where Plume takes the user next. */
export function SignupChoicesPage() {
  const { t } = useTranslation();
  return (
    <Page seo="signupChoices">
      <FormCard
        title={t('signupChoices.title')}
        intro={t('signupChoices.intro')}
        footer={
          <p>
            {t('signupChoices.haveAccount')} <Link to="/login">{t('signupChoices.login')}</Link>
          </p>
        }
      >
        <ul className="job-choices">
          {JOBS.map((job) => (
            <li key={job}>
              <Link className="job-choice" to={`/signup?job=${job}`}>
                <JobIcon job={job} />
                <span className="job-choice__text">
                  <span className="job-choice__title">{t(`jobs.${job}`)}</span>
                  <span className="job-choice__description">{t(`signupChoices.descriptions.${job}`)}</span>
                </span>
                <span className="job-choice__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </FormCard>
    </Page>
  );
}
