import type { CompanyPage2, CompanyRecord } from '../../../api/types';
import type { ProgressRule } from '../../flow/facts';
import { recordFormStep } from '../../internal/DraftedStep';
import type { Onboarding, OnboardingStep, RecordStep, RecordTarget } from '../../internal/shell';
import {
  COMPANY_INFORMATION_FIELDS,
  CompanyInformationStep,
  type CompanyInformationValues,
} from './CompanyInformationStep';

/** Page 2: the step's values with the logo's stored address (uploaded first, or the one on record). */
export function page2Payload(
  values: CompanyInformationValues,
  logoUrl: string | null,
): CompanyPage2 {
  return { ...COMPANY_INFORMATION_FIELDS.toWire(values), logo_upload: logoUrl };
}

/** Step 2's starting values from the record (docs/behaviour.md, "Returning users"). */
export function companyInformationFromRecord(
  record: CompanyRecord,
): Partial<CompanyInformationValues> {
  return COMPANY_INFORMATION_FIELDS.fromWire(record);
}

/** Company Information's save, to `target` (the flow names the page): the logo uploaded first. */
export function companyInformationRecord(
  target: RecordTarget,
): RecordStep<CompanyInformationValues, CompanyRecord> {
  return {
    id: 'companyInformation',
    target,
    fromRecord: companyInformationFromRecord,
    toPayload: async (values, tools) =>
      page2Payload(
        values,
        await tools.upload(values.logo, { kind: 'logo', company_po_id: tools.companyId }),
      ),
    success: 'wizard.success.companyDetails',
  };
}

/** Company Information in a flow: the store's record is its prefill once saved. */
export function companyInformationStep<O extends Onboarding>(
  rule: ProgressRule,
  record: RecordStep<CompanyInformationValues, CompanyRecord>,
): OnboardingStep<O> {
  return recordFormStep(
    rule,
    record,
    (context) => context.record,
    (props) => <CompanyInformationStep {...props} />,
  );
}
