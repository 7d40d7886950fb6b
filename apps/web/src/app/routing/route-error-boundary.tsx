import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from '../../components/ui/route-error-screen';

interface Props {
  /** The boundary forgets its error when this changes (the shopper went elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  resetKey: string;
  failure: { error: unknown } | null;
}

/** Any render or page-loading failure below ends on the error screen, until the next navigation. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failure: null };
  }

  override render() {
    return this.state.failure ? <RouteErrorScreen error={this.state.failure.error} /> : this.props.children;
  }
}
