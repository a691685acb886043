import { notifications } from '@mantine/notifications';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { t } from '../ui/texts';

/**
 * `React.lazy` of a named export: the dialogs, whose code loads when one first opens, and with it
 * the Mantine inputs only dialogs render (NumberInput, Textarea, Checkbox…: the late curated
 * module, scripts/webpack/curated.js), which the dashboard's first view then does not carry.
 * Render it inside `<LazyDialogs>`.
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

interface Props {
  children: ReactNode;
  /** Closes the dialog whose code could not load. */
  onFailed: () => void;
}

/**
 * Where lazy dialogs render: nothing while a dialog's code loads, and if it cannot load (the
 * network, or a remote redeployed under an open page) a message and the dialog closed, instead of
 * the whole section failing.
 */
export class LazyDialogs extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[player] a dialog could not load:', error);
    notifications.show({ color: 'red', message: t.dialogUnavailable, autoClose: 8000 });
    this.props.onFailed();
  }
  componentDidUpdate(_: Props, previous: { failed: boolean }) {
    if (previous.failed && this.state.failed) this.setState({ failed: false });
  }
  render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
