-- Reserved slot; replace this no-op with the migration's statements.
SELECT 1;
