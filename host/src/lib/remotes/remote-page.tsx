import type { RemoteModuleId } from '@fund/shared/contracts';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { t } from '../../texts';
import type { PageProps, RemotePageProps } from './exposed';
import { loadRemoteComponent, SHARED_SKEW } from './remote-registry';

const REMOTE_UNAVAILABLE = t.sectionUnavailable;

interface BoundaryProps {
  children: ReactNode;
  /** The remote's name: its share-scope entries go on a crash (shared-skew.ts `dropSharedOf`). */
  remote: string;
  onRetry: () => void;
}

/**
 * Catches a remote that crashes while rendering, so the shell keeps working. A skewed remote the
 * version rule missed must not keep its copies of shared modules as the other sections' singletons.
 */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[remote] render failed:', error);
    import(/* webpackChunkName: "remotes-lazy" */ './shared-skew').then((m) =>
      m.dropSharedOf(this.props.remote),
    );
  }
  render() {
    if (this.state.failed)
      return (
        <Unavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    return this.props.children;
  }
}

/**
 * The fallback of a remote that is down (a retry), or built against a `@fund/shared` this host
 * does not provide (`skew`: the refusal's words, which come with shared-skew.ts's lazy chunk): only
 * a reload, once a newer host is out, helps.
 */
function Unavailable({ onRetry, skew }: { onRetry: () => void; skew?: string }) {
  return (
    <Center py="xl">
      {skew ? (
        <Alert color="blue" title={skew} maw={480} />
      ) : (
        <Alert color="orange" title={REMOTE_UNAVAILABLE} data-testid="remote-unavailable" maw={480}>
          <Stack gap="sm">
            <Text size="sm">{t.tryLater}</Text>
            <Button variant="light" onClick={onRetry}>
              {t.retry}
            </Button>
          </Stack>
        </Alert>
      )}
    </Center>
  );
}

type LoadState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType<P> }
  | { status: 'failed'; skew?: string };

/**
 * Renders a page exposed by a remote. A remote that is down shows 'Раздел временно недоступен'
 * with a retry; one built against a `@fund/shared` this host does not provide, 'Раздел
 * обновляется…' (shared-skew.ts); both log the reason. `props` are checked against the remote's
 * declared default export (exposed.ts).
 */
export function RemotePage<Id extends RemoteModuleId>({ id, props }: RemotePageProps<Id>) {
  type P = PageProps<Id> & object;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry.
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteComponent<P>(id).then(
      (Page) => alive && setState({ status: 'ready', Page }),
      (error: unknown) => {
        console.error(`[remote] ${id} is unavailable:`, error);
        const skew = (error as Error)?.name === SHARED_SKEW ? (error as { text?: string }).text : undefined;
        if (alive) setState({ status: 'failed', skew });
      },
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading')
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (state.status === 'failed') return <Unavailable onRetry={retry} skew={state.skew} />;
  const { Page } = state;
  return (
    <RenderBoundary key={attempt} remote={id.split('/')[0] ?? id} onRetry={retry}>
      <Page {...((props ?? {}) as P)} />
    </RenderBoundary>
  );
}
