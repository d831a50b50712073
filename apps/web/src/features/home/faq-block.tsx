import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Accordion, Container, Title } from '@mantine/core';
import classes from './home.module.css';

export default function FaqBlock() {
  const T = PUBLIC_TEXTS.home;
  return (
    <section className={classes.sectionAlt} aria-labelledby="faq-title">
      <Container size="md">
        <Title id="faq-title" order={2} mb="lg" ta="center">
          {T.faqTitle}
        </Title>
        <Accordion variant="separated" radius="md">
          {T.faq.map((item) => (
            <Accordion.Item key={item.q} value={item.q}>
              <Accordion.Control>{item.q}</Accordion.Control>
              <Accordion.Panel>{item.a}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
