-- Statistics saved as one dimension, one measure and one aggregate become bar charts of the
-- same numbers: the chart, the dimension as an object, the measure in the list of measures.
UPDATE app_artefact
SET content = jsonb_strip_nulls(jsonb_build_object(
  'chart', 'bar',
  'viewId', content->'viewId',
  'dimension', jsonb_build_object('column', content->>'dimension'),
  'measures', jsonb_build_array(jsonb_build_object(
    'aggregate', content->>'aggregate',
    'column', content->>'measure'
  ))
))
WHERE kind = 'STATISTIC' AND jsonb_typeof(content->'dimension') = 'string';
