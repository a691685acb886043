import { api } from '@fund/shared/api';
import { shellKeys, useSingleFlightMutation } from '@fund/shared/query';
import type { OnboardingPayload } from '@fund/shared/schemas/onboarding';
import type { FormSubmitted } from '@fund/shared/schemas/onboarding-responses';
import { useQueryClient } from '@tanstack/react-query';

/** POST of the form (silent: the wizard places a refusal's messages itself); on success the form query is invalidated so the host shows the shell. */
export function useSubmitOnboarding() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (payload: OnboardingPayload) =>
      api.post<FormSubmitted>('/api/users/newplayerformv2/', payload, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: shellKeys.form() }),
  });
}
