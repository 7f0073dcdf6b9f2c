import { BareButton } from '../components/bare/bare-button';
import { BareCenter } from '../components/bare/bare-center';
import { BareDimmedText } from '../components/bare/bare-dimmed-text';
import { BareStack } from '../components/bare/bare-stack';
import { BareTitle } from '../components/bare/bare-title';

/**
 * The runtime configuration could not be read and there is no saved copy (first visit offline). Bare (Mantine's
 * markup without its runtime), in the entry's file: offline, no other chunk may be there to load.
 */
export function BootError() {
  return (
    <BareCenter component="main" minHeight="100dvh" padded>
      <BareStack centerText maxWidth={460} role="alert">
        <BareTitle order={1} size="h2">
          Não foi possível iniciar o Painel
        </BareTitle>
        <BareDimmedText>
          Não conseguimos carregar a configuração do aplicativo. Verifique sua conexão com a internet e tente novamente.
        </BareDimmedText>
        <BareButton onClick={() => window.location.reload()}>Tentar novamente</BareButton>
      </BareStack>
    </BareCenter>
  );
}
