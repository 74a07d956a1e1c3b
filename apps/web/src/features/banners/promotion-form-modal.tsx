import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  HOUSE_PROMOTION_KINDS,
  PROMOTION_BODY_MAX,
  PROMOTION_LINK_MAX,
  PROMOTION_TITLE_MAX,
  type HousePromotionView,
} from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { bannerMutations, refreshPromotions } from './banners.api.ts';
import { formProblems, formValuesOf, inputOf, type PromotionFormValues } from './promotion-form.ts';

/** A new promotion, or one edited: kind, title and text in the three languages, link, dates, order. */
export function PromotionFormModal({
  opened,
  onClose,
  promotion,
}: {
  opened: boolean;
  onClose: () => void;
  promotion?: HousePromotionView;
}) {
  const { t } = useTranslation('banners');
  const client = useQueryClient();
  const create = useMutation(bannerMutations.create());
  const update = useMutation(bannerMutations.update());
  const form = useForm<PromotionFormValues>({
    initialValues: formValuesOf(promotion),
    validate: (values) =>
      Object.fromEntries(Object.entries(formProblems(values)).map(([field, key]) => [field, t(`admin.${key}`)])),
  });
  const { formError, showError } = useApiForm(form);
  const done = async () => {
    notifySuccess(promotion ? t('admin.updated') : t('admin.created'));
    await refreshPromotions(client);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const input = inputOf(values);
    if (promotion) update.mutate({ id: promotion.id, patch: input }, { onSuccess: done, onError: showError });
    else create.mutate(input, { onSuccess: done, onError: showError });
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={promotion ? t('admin.edit') : t('admin.new')}
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={formError} />
          <Select
            label={t('admin.fields.kind')}
            allowDeselect={false}
            data={HOUSE_PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promotion.kinds.${k}`) }))}
            {...form.getInputProps('kind')}
          />
          <TextInput
            label={t('admin.fields.titleEn')}
            required
            maxLength={PROMOTION_TITLE_MAX}
            {...form.getInputProps('title.en')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.fields.titleCn')}
              maxLength={PROMOTION_TITLE_MAX}
              {...form.getInputProps('title.cn')}
            />
            <TextInput
              label={t('admin.fields.titleTw')}
              maxLength={PROMOTION_TITLE_MAX}
              {...form.getInputProps('title.tw')}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin.fields.bodyEn')}
            required
            autosize
            minRows={2}
            maxLength={PROMOTION_BODY_MAX}
            {...form.getInputProps('body.en')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t('admin.fields.bodyCn')}
              autosize
              minRows={2}
              maxLength={PROMOTION_BODY_MAX}
              {...form.getInputProps('body.cn')}
            />
            <Textarea
              label={t('admin.fields.bodyTw')}
              autosize
              minRows={2}
              maxLength={PROMOTION_BODY_MAX}
              {...form.getInputProps('body.tw')}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.fields.link')}
            description={t('admin.fields.linkHint')}
            maxLength={PROMOTION_LINK_MAX}
            {...form.getInputProps('link_url')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('admin.fields.startsAt')}
              description={t('admin.fields.datesHint')}
              {...form.getInputProps('starts_at')}
            />
            <TextInput type="datetime-local" label={t('admin.fields.endsAt')} {...form.getInputProps('ends_at')} />
          </SimpleGrid>
          <Group grow align="flex-end">
            <Switch label={t('admin.fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
            <NumberInput
              label={t('admin.fields.sort')}
              min={0}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('sort')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
