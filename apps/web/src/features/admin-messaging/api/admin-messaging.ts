import type {
  DeliveryView,
  MessagingChannelsResponse,
  TestMessageLanguage,
  TestMessageResponse,
} from '@sante/shared/messaging-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The channels a staff member can test from a page. */
export type TestChannel = 'email' | 'whatsapp';

const messagingKey = ['admin', 'messaging'] as const;

/** `GET /api/admin/messaging/channels`: which channels reach a provider (false = demo, written to the log). */
export function messagingChannelsQueryOptions() {
  return queryOptions({
    queryKey: [...messagingKey, 'channels'] as const,
    queryFn: ({ signal }) =>
      apiRequest<MessagingChannelsResponse>('/admin/messaging/channels', { signal }).then((body) => body.channels),
  });
}

export function useMessagingChannels() {
  return useQuery(messagingChannelsQueryOptions());
}

/** `GET /api/admin/deliveries?channel=`: the latest deliveries of one channel, newest first. */
export function channelDeliveriesQueryOptions(channel: TestChannel) {
  return queryOptions({
    queryKey: [...messagingKey, 'deliveries', channel] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ deliveries: DeliveryView[] }>('/admin/deliveries', { query: { channel }, signal }).then(
        (body) => body.deliveries,
      ),
  });
}

export function useChannelDeliveries(channel: TestChannel) {
  return useQuery(channelDeliveriesQueryOptions(channel));
}

/** How often to re-read a delivery: every second while queued; a sent WhatsApp may still be delivered and read. */
export function deliveryPollMs(delivery: DeliveryView | undefined, now = Date.now()): number | false {
  if (!delivery || delivery.status === 'queued') return 1_000;
  const recent = now - new Date(delivery.createdAt).getTime() < 5 * 60_000;
  const mayAdvance = delivery.channel === 'whatsapp' && (delivery.status === 'sent' || delivery.status === 'delivered');
  return mayAdvance && recent && !delivery.providerMessageId?.startsWith('log-') ? 5_000 : false;
}

/** `GET /api/admin/deliveries/{id}`, polled until the outbox has finished with it. */
export function useDelivery(id: string | null, channel: TestChannel) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagingKey, 'delivery', id] as const,
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const { delivery } = await apiRequest<{ delivery: DeliveryView }>(`/admin/deliveries/${id ?? ''}`, { signal });
      if (delivery.status !== 'queued')
        void queryClient.invalidateQueries({ queryKey: channelDeliveriesQueryOptions(channel).queryKey });
      return delivery;
    },
    refetchInterval: (query) => deliveryPollMs(query.state.data),
  });
}

/** `POST /api/admin/test-email` or `/api/admin/test-whatsapp`: 202 with the queued delivery. */
export function useSendTestMessage(channel: TestChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { to: string; language: TestMessageLanguage }) =>
      apiRequest<TestMessageResponse>(channel === 'email' ? '/admin/test-email' : '/admin/test-whatsapp', {
        method: 'POST',
        body: input,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...messagingKey, 'delivery', answer.delivery.id], answer.delivery);
      void queryClient.invalidateQueries({ queryKey: channelDeliveriesQueryOptions(channel).queryKey });
    },
  });
}
