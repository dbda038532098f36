import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../components/Button';
import { useWizardTranslation } from '../../internal/strings';
import type { CompanyProfile, Country, Province } from '../../../api/types';
import { businessTypeFromCode, genderFromCode, type CodeFlow } from '../../../kernel/codes';
import { formatDay } from '../../../kernel/format';
import { DEFAULT_COUNTRY, provinceLongName } from '../country';
import { businessTypeOptions, genderOptions } from '../../form/choices';
import { Actions } from '../../internal/StepActions.styles';
import { Form } from '../../form/StepForm.styles';
import { useHeadingBelowStep } from '../../flow/stepHeading';

const Section = styled.section`
  min-inline-size: 0;
  & > :is(h2, h3) {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    padding-block-end: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** Label over value, in up to two columns: text at full contrast, not greyed-out fields. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.typography.size.md};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  & dd[data-empty] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One titled group of the summary: a heading and its label/value list. */
function Summary({
  title,
  hideTitle = false,
  facts,
}: {
  title: string;
  hideTitle?: boolean;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}) {
  const { t } = useWizardTranslation();
  // One level below the step's title (an h1 on the example's page): axe's heading-order.
  const Heading = `h${useHeadingBelowStep(3)}` as const;
  return (
    <Section>
      <Heading className={hideTitle ? 'sfo-visually-hidden' : undefined}>{title}</Heading>
      <Facts>
        {facts.map(([label, value]) => {
          const empty = value === null || value === undefined || value === '';
          return (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-empty={empty || undefined} dir="auto">
                {empty ? t('wizard.summary.notGiven') : value}
              </dd>
            </div>
          );
        })}
      </Facts>
    </Section>
  );
}

export interface RegisterDetailsStepProps {
  /** The store's profile (the company init file), shown read-only. */
  profile: CompanyProfile;
  /** Provinces of the default country, to name the profile's province. @default [] */
  provinces?: readonly Province[];
  /** The fixed country. @default India */
  country?: Country;
  /** Which codes the profile's type and gender are written in. @default 'company' */
  codes?: CodeFlow;
  /** Next: goes on without a call (docs/behaviour.md, "States and transitions"). */
  onNext: () => void;
  /** Shows Back when given. */
  onBack?: () => void;
}

/**
 * Step 1, Register Details (docs/behaviour.md, "Screens and routes"): the store's profile as a read-only summary:
 * type, business vertical, names and subdomain; the address with the country fixed; the point of
 * contact. Shown as label/value lists (nothing here can be edited, so nothing looks like a
 * field); Next moves on.
 *
 * @example
 * <RegisterDetailsStep profile={profile} provinces={provinces} onNext={next} />
 */
export function RegisterDetailsStep({
  profile,
  provinces = [],
  country = DEFAULT_COUNTRY,
  codes = 'company',
  onNext,
  onBack,
}: RegisterDetailsStepProps) {
  const { t, i18n } = useWizardTranslation();
  const contact = profile.point_of_contact;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  const labelOf = (options: { value: string; label: string }[], value: string | null) =>
    options.find((option) => option.value === value)?.label;
  // A calendar day as the reader writes it (en: dd/mm/yyyy), whatever the wire's form.
  const day = (value: string | null | undefined) => formatDay(value, i18n.language);
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Summary
        title={t('wizard.sections.registerDetails')}
        hideTitle
        facts={[
          [
            t('wizard.fields.type'),
            labelOf(businessTypeOptions(t), businessTypeFromCode(codes, profile.business_type)),
          ],
          [t('wizard.fields.businessVerticalName'), profile.business_vertical_name],
          [t('wizard.fields.description'), profile.business_vertical_description],
          [t('wizard.fields.businessName'), profile.business_name],
          [t('wizard.fields.subdomain'), profile.business_subdomain],
          [t('wizard.fields.legalName'), profile.legal_name],
        ]}
      />
      <Summary
        title={t('wizard.sections.address')}
        facts={[
          [t('wizard.fields.addressLine1'), profile.addressline1],
          [t('wizard.fields.addressLine2'), profile.addressline2],
          [t('wizard.fields.streetNo'), profile.street_no],
          [t('wizard.fields.streetName'), profile.street_name],
          [t('wizard.fields.area'), profile.area_name],
          [t('wizard.fields.zip'), profile.zip],
          [t('wizard.fields.region'), profile.region_name],
          [
            t('wizard.fields.province'),
            profile.stateshort ? provinceLongName(provinces, profile.stateshort) : null,
          ],
          [t('wizard.fields.country'), country.name],
        ]}
      />
      <Summary
        title={t('wizard.sections.pointOfContact')}
        facts={[
          [t('wizard.fields.firstName'), contact?.first_name],
          [t('wizard.fields.lastName'), contact?.last_name],
          [t('wizard.fields.title'), contact?.title],
          [
            t('wizard.fields.gender'),
            labelOf(genderOptions(t), genderFromCode(codes, contact?.gender)),
          ],
          [t('wizard.fields.dateOfBirth'), day(contact?.dob)],
          [t('wizard.fields.phone'), contact?.phone],
          [t('wizard.fields.emailId'), contact?.email_id],
        ]}
      />
      <Actions>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('wizard.frame.back')}
          </Button>
        ) : null}
        <Button type="submit">{t('wizard.frame.next')}</Button>
      </Actions>
    </Form>
  );
}
