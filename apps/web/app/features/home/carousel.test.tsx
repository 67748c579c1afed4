import '~/ui/testing/dom-stubs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, reducedMotionQuery } from './carousel';
import { currentSlide, fakeCarouselLayout, stubMatchMedia } from './carousel-test-kit';

const slides = ['Первый', 'Второй', 'Третий'].map((text) => ({ key: text, content: <p>{text}</p> }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

let undoLayout: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  undoLayout = fakeCarouselLayout();
  stubMatchMedia();
});
afterEach(() => {
  vi.useRealTimers();
  undoLayout();
});

describe('Carousel', () => {
  it('moves on after its own delay, not before, and loops back to the start', () => {
    render(<Carousel label="Подборка" slides={slides} autoplayMs={5000} controls="below" />);
    expect(currentSlide()).toBe('Слайд 1');
    advance(4999);
    expect(currentSlide()).toBe('Слайд 1');
    advance(1);
    expect(currentSlide()).toBe('Слайд 2');
    advance(10_000);
    expect(currentSlide()).toBe('Слайд 1');
  });

  it('shows the view a slide button or an arrow asks for', () => {
    render(<Carousel label="Подборка" slides={slides} autoplayMs={5000} controls="overlay" />);
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 3' }));
    expect(currentSlide()).toBe('Слайд 3');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(currentSlide()).toBe('Слайд 1');
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий слайд' }));
    expect(currentSlide()).toBe('Слайд 3');
  });

  it('holds still while the pointer is over it and goes on when it leaves', () => {
    render(<Carousel label="Подборка" slides={slides} autoplayMs={5000} controls="below" />);
    const region = screen.getByRole('region', { name: 'Подборка' });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(currentSlide()).toBe('Слайд 1');
    fireEvent.mouseLeave(region);
    advance(5000);
    expect(currentSlide()).toBe('Слайд 2');
  });

  it('holds still while focus is inside it', () => {
    render(<Carousel label="Подборка" slides={slides} autoplayMs={5000} controls="below" />);
    act(() => screen.getByRole('button', { name: 'Следующий слайд' }).focus());
    advance(20_000);
    expect(currentSlide()).toBe('Слайд 1');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(currentSlide()).toBe('Слайд 2');
  });

  it('never moves by itself for a visitor who asks for reduced motion', () => {
    stubMatchMedia([reducedMotionQuery]);
    render(<Carousel label="Подборка" slides={slides} autoplayMs={5000} controls="below" />);
    advance(20_000);
    expect(currentSlide()).toBe('Слайд 1');
  });

  it('draws no controls while everything fits in one view', () => {
    undoLayout();
    undoLayout = () => {};
    render(<Carousel label="Подборка" slides={slides} autoplayMs={5000} controls="below" />);
    expect(screen.queryByRole('button', { name: /Слайд/ })).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });
});
