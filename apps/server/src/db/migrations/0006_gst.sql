-- Reserved for issue 17; replace this no-op with the migration's statements.
SELECT 1;
