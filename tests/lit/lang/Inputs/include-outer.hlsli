#pragma once
#include "include-inner.hlsli"
