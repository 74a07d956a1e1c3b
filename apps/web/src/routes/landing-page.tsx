import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBook2, IconCards, IconChartBar, IconCoin, IconMessageChatbot, IconSchool } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXAM_KINDS } from '@prepwell/contracts';
import { MathText } from '../components/math-text.tsx';
import { useSession } from '../features/session/use-session.ts';
import { formatList } from '../lib/format.ts';

const EXAMS = EXAM_KINDS;
const FEATURES: { key: 'mocks' | 'review' | 'tutor' | 'vocab' | 'classes' | 'coins'; icon: ReactNode }[] = [
  { key: 'mocks', icon: <IconBook2 size={22} aria-hidden /> },
  { key: 'review', icon: <IconChartBar size={22} aria-hidden /> },
  { key: 'tutor', icon: <IconMessageChatbot size={22} aria-hidden /> },
  { key: 'vocab', icon: <IconCards size={22} aria-hidden /> },
  { key: 'classes', icon: <IconSchool size={22} aria-hidden /> },
  { key: 'coins', icon: <IconCoin size={22} aria-hidden /> },
];

/**
 * The sample's math: KaTeX (some 80 KB of script, its stylesheet and fonts) loads once the sample nears the
 * viewport, not with the first paint (issue 21: the sample is below the fold on a phone). Until then, the text.
 */
function SampleMath({ children }: { children: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // Without IntersectionObserver (an old browser) the math shows at once; on the server (decision 0055), the text.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <MathText>{children}</MathText> : <span ref={ref}>{children}</span>;
}

/** The brand's landing page: what the product does, for students, families and teachers. */
export function LandingPage() {
  const { t, i18n } = useTranslation('pages');
  const { tenant } = useSession();
  // The badge names every exam of the catalogue (issue 17: a brand's own exam name listed only two of them).
  const exams = formatList(
    EXAMS.map((exam) => t(`landing.exams.${exam}.name`)),
    i18n.language,
  );
  const vars = { name: tenant.name, exam: tenant.exam_name, exams };
  const centrePoints = t('landing.centres.points', { returnObjects: true });

  return (
    <>
      <Box
        component="section"
        py={{ base: 48, md: 80 }}
        aria-labelledby="landing-title"
        bg="var(--mantine-primary-color-light)"
      >
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            {/* Not uppercased: "TOEFL iBT" is a name, "IBT" is not. */}
            <Badge variant="white" size="lg" tt="none">
              {t('landing.hero.badge', vars)}
            </Badge>
            <Title order={1} id="landing-title" fz={{ base: 32, md: 48 }} lh={1.15}>
              {t('landing.hero.title', vars)}
            </Title>
            <Text fz="lg">{t('landing.hero.body', vars)}</Text>
            <Group>
              <Button component={Link} to="/register" size="md">
                {t('landing.hero.start')}
              </Button>
              <Button component={Link} to="/login" size="md" variant="default">
                {t('landing.hero.login')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={48} component="section" aria-labelledby="landing-exams">
        <Title order={2} id="landing-exams" mb="lg">
          {t('landing.exams.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {EXAMS.map((exam) => (
            <Card key={exam} withBorder padding="lg">
              <Title order={3} fz="h4">
                {t(`landing.exams.${exam}.name`)}
              </Title>
              <Text size="sm" mt="xs">
                {t(`landing.exams.${exam}.body`)}
              </Text>
              <Anchor component={Link} to={`/${exam}/list`} size="sm" mt="sm">
                {t('landing.exams.browse', { exam: t(`landing.exams.${exam}.name`) })}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py={48} component="section" aria-labelledby="landing-features">
        <Title order={2} id="landing-features" mb="lg">
          {t('landing.features.title', vars)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          {FEATURES.map(({ key, icon }) => (
            <Stack key={key} gap="xs">
              <ThemeIcon size={40} radius="md" variant="light">
                {icon}
              </ThemeIcon>
              <Title order={3} fz="h5">
                {t(`landing.features.${key}.title`)}
              </Title>
              <Text size="sm">{t(`landing.features.${key}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py={48} component="section" aria-labelledby="landing-sample">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Paper withBorder p="xl" radius="md">
            <Title order={2} fz="h3" id="landing-sample" mb="sm">
              {t('landing.sample.title')}
            </Title>
            <Text mb="sm">
              <SampleMath>{t('landing.sample.question')}</SampleMath>
            </Text>
            <Text size="sm" c="dimmed">
              <SampleMath>{t('landing.sample.explanation')}</SampleMath>
            </Text>
          </Paper>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('landing.centres.title', vars)}
            </Title>
            <Text>{t('landing.centres.body', vars)}</Text>
            {Array.isArray(centrePoints) && (
              <List spacing={4}>
                {centrePoints.map((point) => (
                  <List.Item key={String(point)}>{String(point)}</List.Item>
                ))}
              </List>
            )}
            <Group>
              <Button component={Link} to="/register?type=teacher" variant="light">
                {t('landing.centres.teacher')}
              </Button>
              <Button component={Link} to="/register?type=organization" variant="default">
                {t('landing.centres.organization')}
              </Button>
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}
