import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { DateField } from '../../components/DateField';
import { FormSection } from '../../components/FormSection';
import { RadioGroup } from '../../components/RadioGroup';
import { SelectField } from '../../components/SelectField';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { useWizardTranslation } from '../internal/strings';
import type { CompanyProfile, Country, Province } from '../../api/types';
import { businessTypeFromCode, genderFromCode, type CodeFlow } from '../../kernel/codes';
import { DEFAULT_COUNTRY, provinceOptions } from './country';
import { businessTypeOptions, genderOptions } from './internal/choices';
import { Actions } from '../internal/StepActions.styles';
import { Form } from './internal/StepForm.styles';

/** A read-only text of the summary. */
function ReadOnlyText({ label, value }: { label: string; value: string | null | undefined }) {
  return <TextField label={label} value={value ?? ''} readOnly />;
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
  /** Next: goes on without a call (docs/behaviour.md §4). */
  onNext: () => void;
  /** Shows Back when given. */
  onBack?: () => void;
}

/**
 * Step 1, Register Details (docs/behaviour.md §2): the store's profile as a read-only summary:
 * type, business vertical, names and subdomain; the address with the country fixed; the point of
 * contact. Every control is disabled; Next moves on.
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
  const { t } = useWizardTranslation();
  const contact = profile.point_of_contact;
  const text = (value: string | null | undefined) => value ?? '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormSection title={t('wizard.sections.registerDetails')} hideTitle columns={2} disabled>
        <RadioGroup
          label={t('wizard.fields.type')}
          orientation="horizontal"
          value={businessTypeFromCode(codes, profile.business_type) ?? ''}
          options={businessTypeOptions(t)}
          disabled
        />
        <ReadOnlyText
          label={t('wizard.fields.businessVerticalName')}
          value={profile.business_vertical_name}
        />
        <TextArea
          label={t('wizard.fields.description')}
          value={text(profile.business_vertical_description)}
          readOnly
        />
        <ReadOnlyText label={t('wizard.fields.businessName')} value={profile.business_name} />
        <ReadOnlyText label={t('wizard.fields.subdomain')} value={profile.business_subdomain} />
        <ReadOnlyText label={t('wizard.fields.legalName')} value={profile.legal_name} />
      </FormSection>
      <FormSection title={t('wizard.sections.address')} columns={2} disabled>
        <ReadOnlyText label={t('wizard.fields.addressLine1')} value={profile.addressline1} />
        <ReadOnlyText label={t('wizard.fields.addressLine2')} value={profile.addressline2} />
        <ReadOnlyText label={t('wizard.fields.streetNo')} value={profile.street_no} />
        <ReadOnlyText label={t('wizard.fields.streetName')} value={profile.street_name} />
        <ReadOnlyText label={t('wizard.fields.area')} value={profile.area_name} />
        <ReadOnlyText label={t('wizard.fields.zip')} value={profile.zip} />
        <ReadOnlyText label={t('wizard.fields.region')} value={profile.region_name} />
        <SelectField
          label={t('wizard.fields.province')}
          value={text(profile.stateshort)}
          placeholder={t('wizard.fields.selectProvince')}
          options={provinceOptions(provinces)}
          onChange={() => undefined}
        />
        <SelectField
          label={t('wizard.fields.country')}
          value={country.id}
          options={[{ value: country.id, label: country.name }]}
          onChange={() => undefined}
        />
      </FormSection>
      <FormSection title={t('wizard.sections.pointOfContact')} columns={2} disabled>
        <ReadOnlyText label={t('wizard.fields.firstName')} value={contact?.first_name} />
        <ReadOnlyText label={t('wizard.fields.lastName')} value={contact?.last_name} />
        <ReadOnlyText label={t('wizard.fields.title')} value={contact?.title} />
        <RadioGroup
          label={t('wizard.fields.gender')}
          orientation="horizontal"
          value={genderFromCode(codes, contact?.gender) ?? ''}
          options={genderOptions(t)}
          disabled
        />
        <DateField label={t('wizard.fields.dateOfBirth')} value={text(contact?.dob)} readOnly />
        <ReadOnlyText label={t('wizard.fields.phone')} value={contact?.phone} />
        <ReadOnlyText label={t('wizard.fields.emailId')} value={contact?.email_id} />
      </FormSection>
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
