import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { t } from '../../texts';
import { loadRemoteComponent } from './remote-registry';

const REMOTE_UNAVAILABLE = t.sectionUnavailable;

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that crashes while rendering, so the shell keeps working. */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[remote] render failed:', error);
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

function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center py="xl">
      <Alert color="orange" title={REMOTE_UNAVAILABLE} data-testid="remote-unavailable" maw={480}>
        <Stack gap="sm">
          <Text size="sm">{t.tryLater}</Text>
          <Button variant="light" onClick={onRetry}>
            {t.retry}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

type LoadState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType<P> }
  | { status: 'failed' };

/**
 * Renders a page exposed by a remote. A remote that is down, or built against another major
 * of the shared package, shows 'Раздел временно недоступен' with a retry, and logs the reason.
 */
export function RemotePage<P extends object>({ id, props }: { id: string; props?: P }) {
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
        if (alive) setState({ status: 'failed' });
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
  if (state.status === 'failed') return <Unavailable onRetry={retry} />;
  const { Page } = state;
  return (
    <RenderBoundary key={attempt} onRetry={retry}>
      <Page {...(props ?? ({} as P))} />
    </RenderBoundary>
  );
}
