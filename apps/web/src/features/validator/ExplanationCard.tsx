import { Card, List, Text, Title } from '@mantine/core';

/** What the Validator checks (spec §2 explanation card). */
export function ExplanationCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        O que é verificado
      </Title>
      <List size="sm" spacing={6}>
        <List.Item>
          <strong>Leis e artigos:</strong> se a lei existe no catálogo com esse número e ano e se o artigo
          cabe na lei (por exemplo, a CLT termina no art. 922).
        </List.Item>
        <List.Item>
          <strong>Súmulas e OJs:</strong> se o número existe no tribunal e se a súmula foi cancelada ou
          superada mas é citada como vigente.
        </List.Item>
        <List.Item>
          <strong>Processos (numeração CNJ):</strong> dígitos verificadores e código do tribunal; com o
          DataJud configurado, órgão julgador, classe e datas do texto são comparados com o registro público.
        </List.Item>
        <List.Item>
          <strong>Trechos entre aspas:</strong> conferidos palavra por palavra com o texto oficial, quando a
          fonte está no acervo de pesquisa.
        </List.Item>
        <List.Item>
          <strong>Datas:</strong> datas impossíveis ou futuras.
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        Válida: todas as verificações passaram. Suspeita: não foi possível confirmar. Inválida: um fato
        verificado a contradiz. Pontuação = (válidas + metade das suspeitas) ÷ total.
      </Text>
    </Card>
  );
}
