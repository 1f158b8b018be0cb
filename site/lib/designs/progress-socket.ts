// The design progress socket (`/ws/designs?token=`): open while a result screen waits for a
// render, reconnecting after an abnormal close with the shared backoff. Whenever it is not open
// the screen polls instead, so a blocked socket only makes progress arrive in steps rather than
// not at all.
import { type DesignProgressEvent, DesignProgressEventSchema } from '@poolscape/shared/realtime';
import {
  browserSocketEnvironment,
  ReconnectingSocket,
  type SocketEnvironment,
  type SocketState,
} from '../reconnecting-socket.ts';

export const DESIGN_PROGRESS_SOCKET_PATH = '/ws/designs';

export interface ProgressHandlers {
  onEvent: (event: DesignProgressEvent) => void;
  onStateChange: (state: SocketState) => void;
}

export function createProgressSocket(
  handlers: ProgressHandlers,
  environment: SocketEnvironment = browserSocketEnvironment(DESIGN_PROGRESS_SOCKET_PATH),
): ReconnectingSocket<DesignProgressEvent> {
  return new ReconnectingSocket({
    ...environment,
    schema: DesignProgressEventSchema,
    onMessage: handlers.onEvent,
    onStateChange: (state) => handlers.onStateChange(state),
  });
}
