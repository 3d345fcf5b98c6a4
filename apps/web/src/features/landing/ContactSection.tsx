import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { siteConfig } from '../../lib/site-config.ts';
import { AddressText } from './AddressText.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Grid, IconBox } from './Grid.tsx';
import { Icon, type IconName } from './icons.tsx';
import { Section } from './Section.tsx';

function ContactLine({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <IconBox color="lexato">
        <Icon name={icon} size={20} />
      </IconBox>
      <div>
        <Text fw={700}>{title}</Text>
        <Text c="dimmed" component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}

export function ContactSection() {
  return (
    <Section
      id="contato"
      eyebrow="Contato"
      title="Vamos conversar sobre o seu escritório"
      subtitle="Conte o que você precisa e mostraremos como a Lexato se encaixa na sua rotina."
      tinted
    >
      <Grid md="5-7">
        <Stack gap="lg">
          <Title order={3} fz="xl">
            Fale com a nossa equipe
          </Title>
          <ContactLine icon="clock" title="Resposta em até 24 horas">
            Respondemos toda mensagem recebida em até 24 horas.
          </ContactLine>
          <ContactLine icon="whatsapp" title="WhatsApp">
            <Anchor href={siteConfig.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {siteConfig.whatsappDisplay}
            </Anchor>
          </ContactLine>
          <ContactLine icon="mail" title="E-mail">
            <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor>
          </ContactLine>
          <ContactLine icon="mapPin" title="Endereço">
            <address style={{ fontStyle: 'normal' }}>
              <AddressText />
            </address>
          </ContactLine>
        </Stack>
        <ContactForm />
      </Grid>
    </Section>
  );
}
