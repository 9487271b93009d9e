import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LONG_TEXT_MAX } from '@clinicall/shared/signup/schemas';
import {
  RecommendationFormSchema,
  type RecommendationForm,
} from '@clinicall/shared/signup/provider-forms';
import { TestId } from '@clinicall/shared/test-ids';
import { WizardButtons } from './wizard-buttons';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

interface RecommendationStepProps {
  initial: string;
  onBack: () => void;
  onNext: (recommendation: string) => void;
}

/** F126: one optional text area for recognition or awards. */
export function RecommendationStep({ initial, onBack, onNext }: RecommendationStepProps) {
  const form = useForm<RecommendationForm>({
    initialValues: { recommendation: initial },
    validate: schemaResolver(RecommendationFormSchema, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => onNext(values.recommendation))}
      noValidate
      data-testid={TestId.signupStep}
    >
      <Stack gap="md">
        <CountedTextarea
          max={LONG_TEXT_MAX}
          label="Recommendations"
          description="Optional: recognition or awards you have received."
          autosize
          minRows={5}
          maxRows={14}
          maxLength={LONG_TEXT_MAX + 1}
          data-testid={TestId.signupRecommendation}
          {...form.getInputProps('recommendation')}
        />
        <WizardButtons onBack={onBack} />
      </Stack>
    </form>
  );
}
