import type { AnalysisDto } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analysisFor } from './analysisView.ts';

const analysis = (id: string, documentId: string, createdAt: string): AnalysisDto => ({
  id,
  documentId,
  createdAt: new Date(createdAt),
  score: 80,
  riskLevel: 'baixo',
  summary: '',
  findings: [],
  suggestions: [],
});

describe('analysisFor', () => {
  const list = [
    analysis('a1', 'd1', '2026-11-20T10:00:00Z'),
    analysis('a2', 'd1', '2026-11-21T10:00:00Z'),
    analysis('b1', 'd2', '2026-11-22T10:00:00Z'),
  ];

  it('shows the newest analysis of the selected document', () => {
    expect(analysisFor(list, 'd1')?.id).toBe('a2');
  });

  it('shows nothing without a selection or for a pending document', () => {
    expect(analysisFor(list, null)).toBeUndefined();
    expect(analysisFor(list, 'd3')).toBeUndefined();
  });
});
