import { Group, Stack, Text, Title } from '@mantine/core';
import { type TeamMember, team } from '../../content/landing.ts';
import { Grid } from './Grid.tsx';
import classes from './Landing.module.css';
import { Section } from './Section.tsx';

function Portrait({ member, size }: { member: TeamMember; size: number }) {
  return (
    <span className={classes.avatar} style={{ width: size, height: size, fontSize: size / 2.6 }}>
      {member.image ? (
        <img
          src={member.image}
          alt={`Ilustração de ${member.name}`}
          width={size}
          height={size}
          loading="lazy"
        />
      ) : (
        <span aria-hidden="true">{member.initials}</span>
      )}
    </span>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={classes.box} data-testid="team-card">
      <Stack gap="sm">
        <Group gap="lg" wrap="nowrap" align="center">
          <Portrait member={member} size={member.featured ? 120 : 88} />
          <div>
            {member.featured && <span className={classes.pill}>Fundadora</span>}
            <Title order={3} fz={member.featured ? 'xl' : 'lg'} mt={member.featured ? 6 : 0}>
              {member.name}
            </Title>
            <Text fw={600} className={classes.accent}>
              {member.role}
            </Text>
          </div>
        </Group>
        <Text c="dimmed">{member.bio}</Text>
        <Text fw={700} size="sm">
          Formação
        </Text>
        <ul className={classes.bullets}>
          {member.education.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <Text size="sm">
          <Text span fw={700}>
            Especialidade:{' '}
          </Text>
          {member.expertise}
        </Text>
      </Stack>
    </article>
  );
}

export function TeamSection() {
  const featured = team.filter((m) => m.featured);
  const others = team.filter((m) => !m.featured);
  return (
    <Section
      id="equipe"
      eyebrow="Equipe"
      title="Quem está por trás da Lexato"
      subtitle="Direito e engenharia lado a lado. (Perfis ilustrativos de exemplo.)"
    >
      <Grid md="7-5">
        <div>
          {featured.map((m) => (
            <MemberCard key={m.name} member={m} />
          ))}
        </div>
        <div>
          {others.map((m) => (
            <MemberCard key={m.name} member={m} />
          ))}
        </div>
      </Grid>
    </Section>
  );
}
