import { modals } from '@mantine/modals';
import type { ParentLinkView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { personName } from '../../lib/person-name.ts';
import { parentLinkMutations, refreshParentLinks } from './parent-links.api.ts';

/**
 * Accept, decline and remove, as every screen offers them: removing an accepted link (or declining a request)
 * asks for confirmation first, since the parent loses access at once.
 */
export function useLinkActions() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const accept = useMutation(parentLinkMutations.accept());
  const remove = useMutation(parentLinkMutations.remove());
  const refresh = () => refreshParentLinks(client);

  const acceptLink = (link: ParentLinkView) =>
    accept.mutate(link.id, {
      onSuccess: async () => {
        notifySuccess(t('links.acceptedDone', { name: personName(link.parent) }));
        await refresh();
      },
    });

  /** A student declines a request: nothing was shared yet, and the parent may ask again, so no confirmation. */
  const declineLink = (link: ParentLinkView) =>
    remove.mutate(link.id, {
      onSuccess: async () => {
        notifySuccess(t('links.done.decline'));
        await refresh();
      },
    });

  /** Cancelling a parent's own request or removing a link: confirmed first (a removal ends access at once). */
  const removeLink = (link: ParentLinkView, kind: 'cancel' | 'remove') =>
    modals.openConfirmModal({
      title: t(`links.confirm.${kind}Title`),
      children: t(`links.confirm.${kind}Body`, { parent: personName(link.parent), student: personName(link.student) }),
      labels: { confirm: t(`links.confirm.${kind}`), cancel: t('links.confirm.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(link.id, {
          onSuccess: async () => {
            notifySuccess(t(`links.done.${kind}`));
            await refresh();
          },
        }),
    });

  return { acceptLink, declineLink, removeLink, pending: accept.isPending || remove.isPending };
}
