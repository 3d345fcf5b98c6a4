import { Alert, Grid, Stack } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useReveal } from '../../lib/use-reveal.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { ExplanationCard } from './ExplanationCard.tsx';
import { useValidator } from './useValidator.ts';
import { ValidationHistory } from './ValidationHistory.tsx';
import { ValidationResult } from './ValidationResult.tsx';
import { ValidatorForm } from './ValidatorForm.tsx';

export function ValidatorPage() {
  useHead({ title: 'Validator — Lexato' });
  const v = useValidator();
  // On a phone the result sits below the form: a new validation, or one opened from the history,
  // comes into view with focus.
  const revealRef = useReveal<HTMLDivElement>(v.chosenId);
  return (
    <ToolFrame title="Validator" description="Verificação de citações e detecção de citações fabricadas">
      {v.history.isError && (
        <Alert color="red">Não foi possível carregar o histórico. Recarregue a página.</Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ValidatorForm
              validating={v.validate.isPending}
              uploading={v.upload.isPending}
              onValidate={(input) => v.validate.mutateAsync(input)}
              onUpload={(file) => v.upload.mutateAsync(file)}
            />
            <ExplanationCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {v.selected && <ValidationResult validation={v.selected} revealRef={revealRef} />}
            <ValidationHistory
              validations={v.history.data}
              loading={v.history.isPending}
              selectedId={v.selected?.id}
              onSelect={v.select}
              onDelete={v.remove}
              deletingId={v.removingId}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </ToolFrame>
  );
}
