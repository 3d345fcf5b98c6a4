import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/** What the Validator checks and what its knowledge base covers (the explanation card beside the form; coverage from `validator.coverage`). */
export function ExplanationCard() {
  const coverage = useQuery(trpc.validator.coverage.queryOptions());
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        O que é verificado
      </Title>
      <List size="sm" spacing={6}>
        <List.Item>
          <strong>Artigos de lei:</strong> na base de legislação do Lexato, se o artigo existe (inclusive os
          com letra, como o 477-A da CLT), se está em vigor, se o parágrafo, inciso ou alínea citado existe e
          se o trecho entre aspas confere com o texto oficial.
        </List.Item>
        <List.Item>
          <strong>Súmulas do STF e do STJ e temas repetitivos do STJ:</strong> existência, situação
          (cancelada, superada) e texto ou tese.
        </List.Item>
        <List.Item>
          <strong>Processos (numeração CNJ):</strong> dígitos verificadores e código do tribunal; com o
          DataJud configurado, órgão julgador, classe e datas do texto são comparados com o registro público.
        </List.Item>
        <List.Item>
          <strong>Datas:</strong> datas impossíveis ou futuras.
        </List.Item>
      </List>

      <Title order={3} size="h5" mt="md" mb={4}>
        O que a base cobre
      </Title>
      {coverage.data ? (
        <>
          <Text size="sm">
            {coverage.data.acts.length > 0 ? (
              <>
                {coverage.data.acts.map((a, i) => (
                  <span key={a.name}>
                    {i > 0 && ', '}
                    {a.url ? (
                      <Anchor href={a.url} target="_blank" rel="noreferrer" size="sm">
                        {a.name}
                      </Anchor>
                    ) : (
                      a.name
                    )}
                  </span>
                ))}
                {coverage.data.sumulas.map((s) => `; súmulas do ${s.court} (${s.count})`).join('')}
                {coverage.data.temas &&
                  `; temas repetitivos do STJ (${coverage.data.temas.count}, até o Tema ${coverage.data.temas.highest})`}
                .
              </>
            ) : (
              'A base de legislação ainda não foi carregada: artigos, súmulas e temas aparecem como não verificados.'
            )}
          </Text>
          <Text size="sm" mt={6}>
            Não cobre, e por isso aparecem como <strong>não verificadas</strong>:{' '}
            {coverage.data.notCovered.join('; ')}.
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {coverage.isError ? 'Não foi possível carregar a cobertura da base.' : 'Carregando a cobertura…'}
        </Text>
      )}

      <Text size="xs" c="dimmed" mt="sm">
        Válida: a base confirma a citação. Suspeita: o dispositivo existe, mas foi revogado, cancelado ou é
        citado com outro texto. Inválida: a base ou um fato verificado a contradiz. Não verificada: fora do
        que a base cobre. Pontuação = (válidas + metade das suspeitas) ÷ total; não verificadas não somam.
      </Text>
    </Card>
  );
}
