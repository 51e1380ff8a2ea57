"""Research tools: the fast Cucù kernel (:mod:`taverna.research.kernel`), strategy analysis
(:mod:`taverna.research.analyze`) and the research APIs."""
