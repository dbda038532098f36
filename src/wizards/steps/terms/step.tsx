import type { CompanyPage5 } from '../../../api/types';
import type { ProgressRule } from '../../flow/facts';
import { recordFormStep } from '../../internal/DraftedStep';
import type {
  Onboarding,
  OnboardingStep,
  RecordStep,
  RecordTarget,
  StepContext,
} from '../../internal/shell';
import { TERMS_FIELDS, TermsStep, type TermsValues } from './TermsStep';

/** The body: the terms. */
export function page5Payload(values: TermsValues): CompanyPage5 {
  return TERMS_FIELDS.toWire(values);
}

/** The terms' starting values: the store's terms, or a seller's own. */
export function termsFromRecord(record: Partial<CompanyPage5>): Partial<TermsValues> {
  return TERMS_FIELDS.fromWire(record);
}

/** The terms' save, to `target`. */
export function termsRecord<R extends Partial<CompanyPage5>>(
  target: RecordTarget,
): RecordStep<TermsValues, R> {
  return {
    id: 'terms',
    target,
    fromRecord: termsFromRecord,
    toPayload: (values) => page5Payload(values),
    success: 'wizard.success.terms',
  };
}

/** The terms in a flow: `recordOf` gives the record they prefill from once saved. */
export function termsStep<O extends Onboarding, R extends Partial<CompanyPage5>>(
  rule: ProgressRule,
  record: RecordStep<TermsValues, R>,
  recordOf: (context: StepContext<O>) => R | null,
): OnboardingStep<O> {
  return recordFormStep(rule, record, recordOf, (props) => <TermsStep {...props} />);
}
