import { Alert, Anchor, Button, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { BareAlert } from '../../src/components/bare/bare-alert';
import { BareAnchor } from '../../src/components/bare/bare-anchor';
import { BareButton } from '../../src/components/bare/bare-button';
import { BareCenter } from '../../src/components/bare/bare-center';
import { BareDimmedText } from '../../src/components/bare/bare-dimmed-text';
import { BareLoader } from '../../src/components/bare/bare-loader';
import { BareStack } from '../../src/components/bare/bare-stack';
import { BareText } from '../../src/components/bare/bare-text';
import { BareTextInput } from '../../src/components/bare/bare-text-input';
import { BareTitle } from '../../src/components/bare/bare-title';
import { rem } from '../../src/components/bare/mantine-markup';
import { PageLoader } from '../../src/components/page-loader';
import { mantineMarkup, markup } from './support/markup';

function bareMarkup(ui: ReactElement): string {
  const { container, unmount } = render(ui);
  const html = markup(container);
  unmount();
  return html;
}

const noop = () => undefined;

describe("the bare components render Mantine's markup", () => {
  afterEach(cleanup);

  it('TextInput: label and asterisk, an error, a description, a right section, disabled', () => {
    expect(bareMarkup(<BareTextInput label="E-mail" type="email" required value="" onChange={noop} />)).toBe(
      mantineMarkup(<TextInput label="E-mail" type="email" required value="" onChange={noop} />),
    );
    expect(bareMarkup(<BareTextInput label="E-mail" required error="Informe o seu e-mail." />)).toBe(
      mantineMarkup(<TextInput label="E-mail" required error="Informe o seu e-mail." />),
    );
    expect(
      bareMarkup(
        <BareTextInput label="Nova senha" description="Dica" error="Fraca" disabled rightSection={<b>x</b>} />,
      ),
    ).toBe(
      mantineMarkup(
        <TextInput
          label="Nova senha"
          description="Dica"
          error="Fraca"
          disabled
          rightSection={<b>x</b>}
          rightSectionPointerEvents="all"
        />,
      ),
    );
    expect(bareMarkup(<BareTextInput label="Senha" autoComplete="current-password" rightSection={<b>x</b>} />)).toBe(
      mantineMarkup(
        <TextInput
          label="Senha"
          autoComplete="current-password"
          rightSection={<b>x</b>}
          rightSectionPointerEvents="all"
        />,
      ),
    );
  });

  it('Button: plain, full width, loading', () => {
    expect(bareMarkup(<BareButton onClick={noop}>Tentar novamente</BareButton>)).toBe(
      mantineMarkup(<Button onClick={noop}>Tentar novamente</Button>),
    );
    expect(
      bareMarkup(
        <BareButton type="submit" fullWidth>
          Entrar
        </BareButton>,
      ),
    ).toBe(
      mantineMarkup(
        <Button type="submit" fullWidth loading={false}>
          Entrar
        </Button>,
      ),
    );
    expect(
      bareMarkup(
        <BareButton type="submit" fullWidth loading>
          Entrar
        </BareButton>,
      ),
    ).toBe(
      mantineMarkup(
        <Button type="submit" fullWidth loading>
          Entrar
        </Button>,
      ),
    );
  });

  it('Button: the default and light variants, sections, aria-expanded and a test id', () => {
    const icon = <svg aria-hidden="true" width="16" height="16" />;
    expect(
      bareMarkup(
        <BareButton variant="default" onClick={noop}>
          Limpar filtros
        </BareButton>,
      ),
    ).toBe(
      mantineMarkup(
        <Button variant="default" onClick={noop}>
          Limpar filtros
        </Button>,
      ),
    );
    expect(
      bareMarkup(
        <BareButton type="submit" leftSection={icon}>
          Buscar
        </BareButton>,
      ),
    ).toBe(
      mantineMarkup(
        <Button type="submit" leftSection={icon}>
          Buscar
        </Button>,
      ),
    );
    for (const expanded of [false, true]) {
      const toggle = {
        variant: 'light',
        'aria-expanded': expanded,
        leftSection: icon,
        rightSection: <b>2</b>,
        'data-testid': 'filters-toggle',
      } as const;
      expect(bareMarkup(<BareButton {...toggle}>Filtros</BareButton>)).toBe(
        mantineMarkup(<Button {...toggle}>Filtros</Button>),
      );
    }
  });

  it('Alert: light, red and green, with an icon', () => {
    for (const color of ['red', 'green'] as const)
      expect(
        bareMarkup(
          <BareAlert color={color} role="alert" data-testid="auth-error" icon={<IconAlertCircle aria-hidden="true" />}>
            Falhou
          </BareAlert>,
        ),
      ).toBe(
        mantineMarkup(
          <Alert
            color={color}
            variant="light"
            role="alert"
            data-testid="auth-error"
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            Falhou
          </Alert>,
        ),
      );
  });

  it("Anchor: a contact inside a message, and the router's link", () => {
    expect(
      bareMarkup(
        <BareAnchor href="mailto:a@b.test" inherit underline="always" fontWeight={600}>
          a@b.test
        </BareAnchor>,
      ),
    ).toBe(
      mantineMarkup(
        <Anchor href="mailto:a@b.test" inherit underline="always" fw={600}>
          a@b.test
        </Anchor>,
      ),
    );
    expect(
      bareMarkup(
        <BareAnchor component={Link} href="/user/forgot-password" size="sm" textAlign="right">
          Esqueci minha senha
        </BareAnchor>,
      ),
    ).toBe(
      mantineMarkup(
        <Anchor component={Link} href="/user/forgot-password" size="sm" ta="right">
          Esqueci minha senha
        </Anchor>,
      ),
    );
  });

  it('Center, Stack, Loader, Text and Title: the loader and the error screens', () => {
    expect(bareMarkup(<PageLoader />)).toBe(
      mantineMarkup(
        <Center mih={240} role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text c="dimmed">Carregando…</Text>
          </Stack>
        </Center>,
      ),
    );
    expect(bareMarkup(<PageLoader fullScreen label="Abrindo" />)).toBe(
      mantineMarkup(
        <Center mih="100dvh" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text c="dimmed">Abrindo</Text>
          </Stack>
        </Center>,
      ),
    );
    expect(
      bareMarkup(
        <BareCenter component="main" minHeight={rem(320)} padded>
          <BareStack centerText maxWidth={460} role="alert">
            <BareTitle order={1} size="h2">
              A
            </BareTitle>
            <BareTitle order={2} size="h3">
              B
            </BareTitle>
            <BareDimmedText>C</BareDimmedText>
            <BareLoader />
          </BareStack>
        </BareCenter>,
      ),
    ).toBe(
      mantineMarkup(
        <Center component="main" mih={320} p="md">
          <Stack align="center" ta="center" gap="sm" maw={460} role="alert">
            <Title order={1} size="h2">
              A
            </Title>
            <Title order={2} size="h3">
              B
            </Title>
            <Text c="dimmed">C</Text>
            <Loader aria-hidden="true" />
          </Stack>
        </Center>,
      ),
    );
  });

  it("Stack, Text and TextInput as the process list draws them: the page's header, its search field, the count", () => {
    expect(
      bareMarkup(
        <BareStack gap="var(--mantine-spacing-lg)" align="stretch">
          <BareTitle order={1} size="h2">
            Processos
          </BareTitle>
          <BareText dimmed size="sm" data-testid="process-total">
            12 processos
          </BareText>
          <BareText span size="xs" fontWeight={600} lineClamp={2} aria-label="rótulo">
            x
          </BareText>
        </BareStack>,
      ),
    ).toBe(
      mantineMarkup(
        <Stack gap="lg">
          <Title order={1} size="h2">
            Processos
          </Title>
          <Text c="dimmed" size="sm" data-testid="process-total">
            12 processos
          </Text>
          <Text span size="xs" fw={600} lineClamp={2} aria-label="rótulo">
            x
          </Text>
        </Stack>,
      ),
    );
    for (const error of [null, 'Número CNJ inválido.']) {
      const field = {
        label: 'Número CNJ ou nome da parte',
        placeholder: '0000000-00.0000.0.00.0000 ou nome',
        value: '123',
        error,
        maxLength: 120,
        onChange: noop,
      };
      expect(bareMarkup(<BareTextInput {...field} />)).toBe(mantineMarkup(<TextInput {...field} />));
    }
  });
});
