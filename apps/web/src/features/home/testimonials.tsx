import '@mantine/carousel/styles.css';
import { CAROUSEL_INTERVAL_MS, PUBLIC_TEXTS } from '@cimenta/shared';
import { Carousel } from '@mantine/carousel';
import { Avatar, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';
import { initials } from '../../components/company-card';

const T = PUBLIC_TEXTS.home;

/** 'Lo que opinan de nosotros': 3 slides, arrows, auto-advance every 1500 ms. */
export default function Testimonials() {
  const autoplay = useRef(Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }));
  return (
    <Container size="md" py={56} component="section" aria-labelledby="testimonials-title">
      <Title id="testimonials-title" order={2} ta="center" mb="lg">
        {T.testimonialsTitle}
      </Title>
      <Carousel
        withIndicators
        emblaOptions={{ loop: true }}
        plugins={[autoplay.current]}
        slideGap="md"
        previousControlProps={{ 'aria-label': T.testimonialsPrev }}
        nextControlProps={{ 'aria-label': T.testimonialsNext }}
        getIndicatorProps={(i) => ({ 'aria-label': `${i + 1} / ${T.testimonials.length}` })}
        data-testid="testimonials"
      >
        {T.testimonials.map((t) => (
          <Carousel.Slide key={t.name}>
            <Paper withBorder radius="lg" p="xl" mx={{ base: 36, sm: 56 }} mb={36}>
              <Stack gap="md">
                <Text component="blockquote" m={0} fz="lg" fs="italic">
                  “{t.comment}”
                </Text>
                <Group gap="sm">
                  {/* Mantine falls back to the initials when the external avatar cannot load. */}
                  <Avatar src={t.avatar} alt={t.name} radius="xl" size="lg" color="brand">
                    {initials(t.name)}
                  </Avatar>
                  <div>
                    <Text fw={700}>{t.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t.profession}
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Paper>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Container>
  );
}
