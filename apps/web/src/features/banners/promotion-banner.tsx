import { Anchor, Badge, Button, CloseButton, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { isLang, promotionTextIn, type ActivePromotion, type SessionUser } from '@prepwell/contracts';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tenantScope } from '../../lib/storage.ts';
import { bannerQueries } from './banners.api.ts';
import { hiddenToday, hideForToday } from './promotion-dismissals.ts';

function PromotionLink({ promotion }: { promotion: ActivePromotion }) {
  const { t } = useTranslation('banners');
  const url = promotion.link_url;
  if (!url) return null;
  return url.startsWith('/') ? (
    <Button component={Link} to={url} size="xs" variant="light">
      {t('promotion.open')}
    </Button>
  ) : (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} c="var(--mantine-color-text)">
      {t('promotion.open')}
    </Anchor>
  );
}

/**
 * The tenant's own promotion for a signed-in member: what `GET /api/promotions/active` answers (nothing for
 * Pro), one at a time, in the reader's language; "Hide for today" shows the next one.
 */
export function PromotionBanner({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('banners');
  const { data } = useQuery(bannerQueries.active(user.id));
  const scope = tenantScope();
  const [hidden, setHidden] = useState(() => hiddenToday(scope, user.id));
  const promotion = data?.data.find((p) => !hidden.has(p.id));
  if (!promotion) return null;
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const title = promotionTextIn(promotion.title, lang);
  return (
    <Container size="lg" pt="sm">
      <Paper
        component="aside"
        aria-label={t('promotion.region')}
        data-testid="promotion-banner"
        withBorder
        p="sm"
        radius="md"
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <IconSpeakerphone size={20} aria-hidden />
            <Stack gap={4}>
              <Group gap="xs">
                <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                  {t(`promotion.kinds.${promotion.kind}`)}
                </Badge>
                <Text fw={600}>{title}</Text>
              </Group>
              <Text size="sm">{promotionTextIn(promotion.body, lang)}</Text>
              <div>
                <PromotionLink promotion={promotion} />
              </div>
            </Stack>
          </Group>
          <CloseButton
            aria-label={`${t('promotion.dismiss')}: ${title}`}
            title={t('promotion.dismiss')}
            onClick={() => {
              hideForToday(scope, user.id, promotion.id);
              setHidden(hiddenToday(scope, user.id));
            }}
          />
        </Group>
      </Paper>
    </Container>
  );
}
