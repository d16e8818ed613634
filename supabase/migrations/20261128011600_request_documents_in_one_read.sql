-- A request's estimates (newest version first, each with its lines) and its
-- receipt (with its lines) in one read, so the request page pays one round
-- trip for them instead of two in a row. Security invoker: the caller's RLS
-- decides what it holds (a customer never gets a draft, nor another's request).

create function public.request_documents(p_request_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'estimates', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', e.id, 'request_id', e.request_id, 'version', e.version, 'status', e.status, 'note', e.note,
        'valid_until', e.valid_until, 'tax_rate_bps', e.tax_rate_bps, 'discount_cents', e.discount_cents,
        'subtotal_cents', e.subtotal_cents, 'tax_cents', e.tax_cents, 'total_cents', e.total_cents,
        'sent_at', e.sent_at, 'superseded_at', e.superseded_at, 'answered_at', e.answered_at,
        'answered_by', e.answered_by, 'approved_total_cents', e.approved_total_cents, 'decline_reason', e.decline_reason,
        'lines', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', i.kind, 'description', i.description, 'quantity', i.quantity,
            'unit_price_cents', i.unit_price_cents, 'line_total_cents', i.line_total_cents
          ) order by i.position)
          from public.estimate_items i where i.estimate_id = e.id
        ), '[]'::jsonb)
      ) order by e.version desc)
      from public.estimates e where e.request_id = p_request_id
    ), '[]'::jsonb),
    'receipt', (
      select jsonb_build_object(
        'id', r.id, 'request_id', r.request_id, 'estimate_id', r.estimate_id, 'payment_method', r.payment_method,
        'paid_on', r.paid_on, 'tax_rate_bps', r.tax_rate_bps, 'discount_cents', r.discount_cents,
        'subtotal_cents', r.subtotal_cents, 'tax_cents', r.tax_cents, 'total_cents', r.total_cents, 'created_at', r.created_at,
        'lines', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', i.kind, 'description', i.description, 'quantity', i.quantity,
            'unit_price_cents', i.unit_price_cents, 'line_total_cents', i.line_total_cents
          ) order by i.position)
          from public.receipt_items i where i.receipt_id = r.id
        ), '[]'::jsonb)
      )
      from public.receipts r where r.request_id = p_request_id
    )
  );
$$;

revoke execute on function public.request_documents(uuid) from public, anon;
grant execute on function public.request_documents(uuid) to authenticated;
