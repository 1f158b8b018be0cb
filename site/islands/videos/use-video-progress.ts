// Live progress of a design's videos: open while one is being made, on the same socket as render
// progress (`/ws/designs`), reconnecting with the shared backoff; whenever it is not open the list
// is polled instead.
import { type Video, VideoProgressEventSchema } from '@poolscape/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { designQueryKeys } from '../../lib/designs/design-api.ts';
import { DESIGN_PROGRESS_SOCKET_PATH } from '../../lib/designs/progress-socket.ts';
import { POLL_WITH_SOCKET_MS, POLL_WITHOUT_SOCKET_MS } from '../../lib/designs/use-design-progress.ts';
import {
  browserSocketEnvironment,
  ReconnectingSocket,
  type SocketState,
} from '../../lib/reconnecting-socket.ts';
import { videoQueryKeys } from './video-api.ts';
import { applyVideoEvent, finishesVideo } from './video-progress.ts';

export function useVideoProgress(
  designId: string,
  active: boolean,
): { pollMs: number; messages: Record<string, string> } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState>('closed');
  const [messages, setMessages] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!active) return;
    const key = videoQueryKeys.ofDesign(designId);
    const socket = new ReconnectingSocket({
      ...browserSocketEnvironment(DESIGN_PROGRESS_SOCKET_PATH),
      schema: VideoProgressEventSchema,
      onStateChange: (next) => {
        setState(next);
        // Events sent before the socket opened were missed: read where the videos are now.
        if (next === 'open') void queryClient.invalidateQueries({ queryKey: key });
      },
      onMessage: (event) => {
        if (event.designId !== designId) return;
        setMessages((current) => ({ ...current, [event.videoId]: event.message }));
        queryClient.setQueryData<Video[]>(key, (videos) =>
          videos ? applyVideoEvent(videos, event) : videos,
        );
        if (finishesVideo(event)) {
          void queryClient.invalidateQueries({ queryKey: key });
          // A failed video is given back.
          void queryClient.invalidateQueries({ queryKey: designQueryKeys.credits });
        }
      },
    });
    socket.connect();
    return () => {
      socket.disconnect();
      setState('closed');
    };
  }, [active, designId, queryClient]);

  return { pollMs: state === 'open' ? POLL_WITH_SOCKET_MS : POLL_WITHOUT_SOCKET_MS, messages };
}
