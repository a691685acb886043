import type { OnboardingWizardProps } from '@fund/shared/contracts';
import type { JSX } from 'react';
import { OnboardingWizard as Wizard } from '../features/onboarding/components/onboarding-container';

/** Exposed to the host, which renders it instead of the shell until the form is sent. */
export default function OnboardingWizard(props: OnboardingWizardProps): JSX.Element {
  return <Wizard {...props} />;
}
