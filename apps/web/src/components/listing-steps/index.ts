/**
 * The listing's four step forms, one set for the advertiser's builder and the admin console:
 * each checks with the contract's schema and hands its values to `save`.
 */
export { AboutStep, type AboutValues } from './about-step';
export { BasicsStep, type BasicsValues } from './basics-step';
export { ContactFields } from './contact-fields';
export { LocationStep, type LocationValues } from './location-step';
export { RatesStep, type RatesValues } from './rates-step';
export type { StepFormProps } from './step-form-props';
export { StepActions } from './step-actions';
export { useStepForm } from './use-step-form';
