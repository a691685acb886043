import { notifications } from '@mantine/notifications';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { t } from '../ui/texts';

/**
 * `React.lazy` of a named export: the dialogs, whose code loads when one first opens, and with it
 * the Mantine inputs only dialogs render (NumberInput, Textarea, Checkbox…: the late curated
 * module, scripts/webpack/curated.js), which the dashboard's first view then does not carry.
 * Render it inside `<LazyDialogs>` (or a `<LazyBoundary>`).
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

interface Props {
  children: ReactNode;
  /** Shown while the code loads. */
  loading?: ReactNode;
  /** Shown, in place of the children, once their code has failed to load. */
  failed?: ReactNode;
  /** Called once the code has failed to load; the children are then tried again when they change. */
  onFailed?: () => void;
}

/**
 * Where lazily loaded code renders: `loading` while it loads, and if it cannot load (the network,
 * or a remote redeployed under an open page) `failed` or `onFailed`, instead of the whole section
 * failing (the host's boundary).
 */
export class LazyBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[player] code could not load:', error);
    this.props.onFailed?.();
  }
  componentDidUpdate(previous: Props) {
    if (this.state.failed && this.props.onFailed && previous.children !== this.props.children)
      this.setState({ failed: false });
  }
  render() {
    if (this.state.failed) return this.props.failed ?? null;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}

/** Lazy dialogs: nothing while one loads; one that cannot load closes with a message. */
export function LazyDialogs({ children, onFailed }: { children: ReactNode; onFailed: () => void }) {
  return (
    <LazyBoundary
      onFailed={() => {
        notifications.show({ color: 'red', message: t.dialogUnavailable, autoClose: 8000 });
        onFailed();
      }}
    >
      {children}
    </LazyBoundary>
  );
}
