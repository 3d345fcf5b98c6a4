import { Button, Stack } from '@mantine/core';
import { Field } from './Field.tsx';
import { Grid } from './Grid.tsx';
import classes from './Landing.module.css';
import { useContactForm } from './useContactForm.ts';

export function ContactForm() {
  const { field, formRef, sending, onSubmit, prefetch } = useContactForm();
  return (
    <div className={classes.box}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={prefetch}
        noValidate
        aria-label="Formulário de contato"
      >
        <Stack gap="md">
          <Grid sm="2">
            <Field label="Nome" autoComplete="name" required {...field('name')} />
            <Field label="E-mail" type="email" autoComplete="email" required {...field('email')} />
            <Field
              label="Empresa ou escritório"
              hint="Opcional"
              autoComplete="organization"
              {...field('company')}
            />
            <Field label="Telefone" hint="Opcional" type="tel" autoComplete="tel" {...field('phone')} />
          </Grid>
          <Field label="Mensagem" multiline required {...field('message')} />
          {/* The honeypot (packages/schemas contacts.ts): off-screen, out of the tab order and
              hidden from assistive technology, so only a bot fills it in. */}
          <div className={classes.honeypot} aria-hidden="true">
            <label>
              Site
              <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <Button type="submit" size="md" disabled={sending}>
            {sending ? 'Enviando...' : 'Enviar mensagem'}
          </Button>
        </Stack>
      </form>
    </div>
  );
}
