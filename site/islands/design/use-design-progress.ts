// Live progress for one design while it renders: the progress socket's events are folded into
// the cached design; a finished version is re-read for its images (or its error). Whenever the
// socket is not open the caller polls (see `pollMs`).
import type { Design } from '@poolscape/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { designQueryKeys } from '../../lib/designs/design-api.ts';
import type { SocketLike } from '../../lib/login-alerts-socket.ts';
import { readAuthToken } from '../../stores/auth-token.ts';
import { applyProgressEvent, designSocketUrl, finishesVersion, parseProgressEvent } from './progress.ts';
import { ProgressSocket, type ProgressSocketState } from './progress-socket.ts';

/** How often a rendering design is re-read: without the socket, and (as a safety net) with it. */
export const POLL_WITHOUT_SOCKET_MS = 2000;
export const POLL_WITH_SOCKET_MS = 15_000;

export function useDesignProgress(
  designId: string,
  active: boolean,
): { pollMs: number; lastMessage: string | null } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ProgressSocketState>('closed');
  const [lastMessage, setLastMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const key = designQueryKeys.detail(designId);
    const socket = new ProgressSocket({
      url: (token) => designSocketUrl(window.location, token),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      readToken: readAuthToken,
      setTimeout: (handler, ms) => window.setTimeout(handler, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
      onStateChange: (next) => {
        setState(next);
        // Events sent before the socket opened were missed: read where the render is now.
        if (next === 'open') void queryClient.invalidateQueries({ queryKey: key });
      },
      onMessage: (data) => {
        const event = parseProgressEvent(data);
        if (!event || event.designId !== designId) return;
        setLastMessage(event.message);
        queryClient.setQueryData<Design>(key, (design) =>
          design ? applyProgressEvent(design, event) : design,
        );
        if (finishesVersion(event)) {
          void queryClient.invalidateQueries({ queryKey: key });
          void queryClient.invalidateQueries({ queryKey: designQueryKeys.lists });
          // A failed render gives its images back.
          void queryClient.invalidateQueries({ queryKey: designQueryKeys.credits });
        }
      },
    });
    socket.connect();
    return () => {
      socket.disconnect();
      setState('closed');
      setLastMessage(null);
    };
  }, [active, designId, queryClient]);

  return { pollMs: state === 'open' ? POLL_WITH_SOCKET_MS : POLL_WITHOUT_SOCKET_MS, lastMessage };
}
