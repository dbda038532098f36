import type { CompanyPage3, Country, Province } from '../../../api/types';
import type { ProgressRule } from '../../flow/facts';
import { recordFormStep } from '../../internal/DraftedStep';
import type {
  Onboarding,
  OnboardingStep,
  RecordStep,
  RecordTarget,
  StepContext,
} from '../../internal/shell';
import { provinceLongName } from '../country';
import { BILLING_FIELDS, BillingStep, type BillingValues } from './BillingStep';

/** The billing fields of a record: the store's page 3, or a seller's own shop section. */
export type BillingRecord = Partial<Omit<CompanyPage3, 'billing_name'>>;

/**
 * The billing body: the address with the province's long name and the fixed country's name and
 * code (docs/behaviour.md, "Entities"); the billing name is never sent.
 */
export function page3Payload(
  values: BillingValues,
  provinces: readonly Province[],
  country: Country,
): CompanyPage3 {
  return {
    ...BILLING_FIELDS.toWire(values),
    billing_country: country.name,
    billing_countryshort: country.id,
    statelong: provinceLongName(provinces, values.province),
  };
}

/** Billing's starting values: the store's billing, or a seller's own (the same fields). */
export function billingFromRecord(
  record: Partial<Omit<CompanyPage3, 'billing_name'>>,
): Partial<BillingValues> {
  return BILLING_FIELDS.fromWire(record);
}

/** Billing's save, to `target` (the store's page, or the seller's shop section). */
export function billingRecord<R extends BillingRecord>(
  target: RecordTarget,
): RecordStep<BillingValues, R> {
  return {
    id: 'billing',
    target,
    fromRecord: billingFromRecord,
    toPayload: (values, tools) => page3Payload(values, tools.provinces, tools.country),
    success: 'wizard.success.billing',
  };
}

/**
 * Billing in a flow: `recordOf` gives the record it prefills from once saved, `billingName` the
 * legal name shown read-only.
 */
export function billingStep<O extends Onboarding, R extends BillingRecord>(
  rule: ProgressRule,
  record: RecordStep<BillingValues, R>,
  recordOf: (context: StepContext<O>) => R | null,
  billingName: (context: StepContext<O>) => string | null | undefined,
): OnboardingStep<O> {
  return recordFormStep(rule, record, recordOf, (props, context) => (
    <BillingStep
      {...props}
      billingName={billingName(context) ?? ''}
      provinces={context.onboarding.provinces}
      country={context.onboarding.country}
    />
  ));
}
